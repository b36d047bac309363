import { type SignedIn, signIn } from "../api/staff.js";
import { useAction } from "../ui/load.js";
import { ErrorNote, Field, formValues } from "../ui/parts.js";

/**
 * The sign-in screen: email and password, then the session cookie and the CSRF token of the answer.
 * The session opens in the hotel of the latest one; the header switches among several.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (who: SignedIn) => void }) {
  const action = useAction();
  const submit = (e: Event) => {
    const v = formValues(e);
    void action.run(async () => onSignedIn(await signIn(v.email ?? "", v.password ?? "")));
  };
  return (
    <main id="main" class="sign-in">
      <h1>Hotel console</h1>
      <p>Sign in with the email your hotel invited you with.</p>
      <form onSubmit={submit}>
        <Field
          label="Email"
          name="email"
          error={action.error}
          input={{ type: "email", autoComplete: "username", required: true }}
        />
        <Field
          label="Password"
          name="password"
          error={action.error}
          input={{ type: "password", autoComplete: "current-password", required: true }}
        />
        <ErrorNote error={action.error} />
        <button type="submit" disabled={action.busy}>
          {action.busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </main>
  );
}
