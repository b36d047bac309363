import { runMain, startService } from "@reservations/service-kit";
import { webhooksService } from "./service.js";

runMain(() => startService(webhooksService), "webhooks");
