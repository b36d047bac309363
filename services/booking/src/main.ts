import { runMain, startService } from "@reservations/service-kit";
import { bookingService } from "./service.js";

runMain(() => startService(bookingService), "booking");
