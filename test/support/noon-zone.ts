// A property time zone for tests that need "today" to stay today while they run.

/**
 * A zone whose clock shows about noon now, so "today" there stays today through the test, far
 * from either midnight.
 */
export function zoneAtNoon(): string {
  // Zones without summer time, by their offset from UTC in hours.
  const zones: [number, string][] = [
    [-11, "Pacific/Pago_Pago"],
    [-10, "Pacific/Honolulu"],
    [-7, "America/Phoenix"],
    [-5, "America/Bogota"],
    [-3, "America/Argentina/Buenos_Aires"],
    [0, "UTC"],
    [1, "Africa/Lagos"],
    [2, "Africa/Johannesburg"],
    [3, "Europe/Istanbul"],
    [4, "Asia/Dubai"],
    [5, "Asia/Karachi"],
    [6, "Asia/Dhaka"],
    [7, "Asia/Bangkok"],
    [8, "Asia/Shanghai"],
    [9, "Asia/Tokyo"],
    [10, "Australia/Brisbane"],
    [12, "Pacific/Tarawa"],
    [14, "Pacific/Kiritimati"],
  ];
  const hour = new Date().getUTCHours() + new Date().getUTCMinutes() / 60;
  const noonness = (offset: number) => Math.abs(((((hour + offset) % 24) + 24) % 24) - 12);
  return zones.reduce((best, z) => (noonness(z[0]) < noonness(best[0]) ? z : best))[1];
}
