import { useEffect, useMemo, useState } from "preact/hooks";
import { api, type Schemas, setCsrfToken, whenSignedOut } from "./api/client.js";
import { currentSession, type SignedIn, signOut, switchHotel } from "./api/staff.js";
import { Link, match, navigate, useRoute } from "./router.js";
import { screenFor } from "./screens/index.js";
import { SignIn } from "./screens/sign-in.js";
import { type Session, SessionContext, useSession } from "./session.js";
import { ErrorNote, Loading } from "./ui/parts.js";

const NAV = [
  "Keys",
  "Webhooks",
  "Inventory",
  "Availability",
  "Bookings",
  "Groups",
  "Staff",
  "Audit",
] as const;

export function App() {
  // undefined while the session cookie is being asked about; null when nobody is signed in.
  const [staff, setStaff] = useState<SignedIn | null | undefined>(undefined);
  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setStaff(null);
    });
    void currentSession()
      .catch(() => null)
      .then((who) => setStaff((s) => (s === undefined ? who : s)));
  }, []);
  if (staff === undefined) {
    return (
      <main id="main" class="sign-in">
        <Loading when={true} />
      </main>
    );
  }
  if (!staff) {
    return (
      <SignIn
        onSignedIn={(who) => {
          setStaff(who);
          if (match("/", window.location.pathname.slice("/console".length) || "/")) navigate("/keys", true);
        }}
      />
    );
  }
  // A hotel of its own: every screen, the properties and the role start again in it.
  return (
    <Console
      key={staff.staff.id}
      signedIn={staff}
      onSwitch={setStaff}
      onSignOut={async () => {
        await signOut().catch(() => {});
        setStaff(null);
      }}
    />
  );
}

function usePropertyChoice() {
  const [properties, setProperties] = useState<Schemas["Property"][]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState<Error | undefined>();
  const reload = async () => {
    try {
      const list = await api.listProperties();
      setProperties(list);
      setChosen((c) => (c && list.some((p) => p.id === c) ? c : list[0]?.id));
    } catch (e) {
      setError(e as Error);
    }
  };
  useEffect(() => {
    void reload();
  }, []);
  return { properties, chosen, setChosen, reload, error };
}

function Console({
  signedIn,
  onSwitch,
  onSignOut,
}: {
  signedIn: SignedIn;
  onSwitch: (to: SignedIn) => void;
  onSignOut: () => void;
}) {
  const { staff } = signedIn;
  const route = useRoute();
  const choice = usePropertyChoice();
  const session: Session = useMemo(
    () => ({
      staff,
      properties: choice.properties,
      property: choice.properties.find((p) => p.id === choice.chosen),
      choose: choice.setChosen,
      reloadProperties: choice.reload,
    }),
    [staff, choice.properties, choice.chosen],
  );
  const section = route.split(/[/?]/)[1] ?? "";
  return (
    <SessionContext.Provider value={session}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <strong class="brand">Hotel console</strong>
        <HotelSwitcher signedIn={signedIn} onSwitch={onSwitch} />
        <PropertyPicker />
        <span class="who">
          {staff.name || staff.email} · {staff.role}
        </span>
        <button type="button" class="secondary" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console">
        <ul>
          {NAV.map((name) => (
            <li key={name}>
              <Link href={`/${name.toLowerCase()}`} current={section === name.toLowerCase()}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <ErrorNote error={choice.error} />
        {screenFor(route)}
      </main>
    </SessionContext.Provider>
  );
}

/** The hotels of a person who works for several: choosing one moves the session there. */
function HotelSwitcher({ signedIn, onSwitch }: { signedIn: SignedIn; onSwitch: (to: SignedIn) => void }) {
  const [error, setError] = useState<Error | undefined>();
  const [busy, setBusy] = useState(false);
  if (signedIn.hotels.length < 2) return null;
  // The session's hotel comes first.
  const current = signedIn.hotels[0];
  const choose = async (tenantId: string) => {
    setBusy(true);
    try {
      onSwitch(await switchHotel(tenantId));
    } catch (e) {
      setError(e as Error);
      setBusy(false);
    }
  };
  return (
    <span class="picker">
      <label for="hotel-choice">Hotel</label>{" "}
      <select
        id="hotel-choice"
        value={current?.id}
        disabled={busy}
        onChange={(e) => void choose((e.target as HTMLSelectElement).value)}
      >
        {signedIn.hotels.map((h) => (
          <option key={h.id} value={h.id}>
            {h.name}
          </option>
        ))}
      </select>
      <ErrorNote error={error} />
    </span>
  );
}

function PropertyPicker() {
  const { properties, property, choose } = useSession();
  if (properties.length === 0) return <span class="who">No property yet</span>;
  return (
    <span class="picker">
      <label for="property-choice">Property</label>{" "}
      <select
        id="property-choice"
        value={property?.id}
        onChange={(e) => choose((e.target as HTMLSelectElement).value)}
      >
        {properties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </span>
  );
}
