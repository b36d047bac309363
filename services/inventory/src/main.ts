import { runMain, startService } from "@reservations/service-kit";
import { inventoryService } from "./service.js";

runMain(() => startService(inventoryService), "inventory");
