import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, it } from "vitest";
import { httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

let mesh: TestMesh;
beforeAll(async () => {
  mesh = await startTestMesh();
});
afterAll(async () => {
  await mesh?.stop();
});
it("dump", async () => {
  const r = await httpClient(mesh.url)("GET", "/api/v1/openapi.json");
  writeFileSync("/tmp/fz/openapi.json", JSON.stringify(r.body, null, 2));
});
