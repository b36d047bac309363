import { ApiError } from "@reservations/sdk";
import type { ComponentChildren, InputHTMLAttributes } from "preact";
import { useId } from "preact/hooks";

/** A refusal or a failure, said where it happened. */
export function ErrorNote({ error }: { error: Error | undefined | null }) {
  if (!error) return null;
  const code = error instanceof ApiError && error.code ? ` (${error.code})` : "";
  return (
    <p class="error" role="alert">
      {error.message}
      {code}
    </p>
  );
}

export function Loading({ when, what = "Loading…" }: { when: boolean; what?: string }) {
  return when ? (
    <p class="loading" role="status">
      {what}
    </p>
  ) : null;
}

/** The 422 messages for one field, from an ApiError's `errors` (nested names joined with dots). */
export function fieldErrors(error: Error | undefined | null, name: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors ?? {})
    .filter(([k]) => k === name || k.startsWith(`${name}.`) || k === `body.${name}`)
    .flatMap(([, v]) => v);
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its field errors under it. */
export function Field(props: {
  label: string;
  name: string;
  /** Where the API's 422 names this field, when not `name` (`taxes.2.amount`). */
  errorName?: string;
  error?: Error | null | undefined;
  hint?: string;
  children?: (attrs: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  }) => ComponentChildren;
  input?: InputProps;
}) {
  const id = useId();
  const errors = fieldErrors(props.error, props.errorName ?? props.name);
  const described = [props.hint ? `${id}-hint` : "", errors.length ? `${id}-err` : ""]
    .filter(Boolean)
    .join(" ");
  const attrs = {
    id,
    "aria-describedby": described || undefined,
    "aria-invalid": errors.length > 0 || undefined,
  };
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.children ? props.children(attrs) : <input name={props.name} {...props.input} {...attrs} />}
      {props.hint && (
        <small id={`${id}-hint`} class="hint">
          {props.hint}
        </small>
      )}
      {errors.length > 0 && (
        <small id={`${id}-err`} class="field-error">
          {errors.join("; ")}
        </small>
      )}
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard. */
export function Table({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section class="table-wrap" tabIndex={0} aria-label={label}>
      <table>
        <caption class="visually-hidden">{label}</caption>
        {children}
      </table>
    </section>
  );
}

/** "Load more" while the list has a next page. */
export function More({
  next,
  loading,
  onMore,
}: {
  next: string | null;
  loading: boolean;
  onMore: () => void;
}) {
  if (!next) return null;
  return (
    <button type="button" class="secondary" disabled={loading} onClick={onMore}>
      {loading ? "Loading…" : "Load more"}
    </button>
  );
}

export const utc = (iso: string | null | undefined) =>
  iso ? `${iso.slice(0, 19).replace("T", " ")} UTC` : "—";

/** The values of a form, by name. */
export function formValues(e: Event): Record<string, string> {
  e.preventDefault();
  const data = new FormData(e.currentTarget as HTMLFormElement);
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}

/** A number typed in, or null for a blank field. */
export const numberOrNull = (s: string | undefined) =>
  s === undefined || s.trim() === "" ? null : Number(s);

export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
