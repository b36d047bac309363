import { runMain, startService } from "@reservations/service-kit";
import { keysService } from "./service.js";

runMain(() => startService(keysService), "keys");
