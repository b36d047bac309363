/** A JSON answer, as the gateway sends one. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/**
 * A fetch that answers from a script, one entry per request, and keeps what it was sent. An entry is
 * an answer, an error to throw, or "hang": no answer until the request is aborted.
 */
export function scripted(...answers: (Response | Error | "hang")[]) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const next = answers.shift();
    if (!next) throw new Error("the script ran out of answers");
    if (next === "hang") {
      return new Promise<Response>((_, reject) => {
        const abort = () => reject(request.signal.reason);
        if (request.signal.aborted) abort();
        request.signal.addEventListener("abort", abort);
      });
    }
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, sent };
}

export const stay = {
  unit_id: "unt_1",
  rate_plan_id: "rpl_1",
  start_date: "2027-03-01",
  end_date: "2027-03-03",
  adults: 2,
  guest: { first_name: "Ana", last_name: "Perez", email: "ana@example.com" },
};
export const booking = { id: "bkg_1", status: "pending" };
