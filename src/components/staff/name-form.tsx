/**
 * Asks a person for the name their replies are signed with, before their first one: an invitation may give none,
 * and then the inbox only knows the start of their address.
 */
import { useState, type FormEvent } from "react";
import { STAFF_NAME_MAX, staffApi, type Me } from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { useStaffAction } from "./staff-data";
import { useSignedIn } from "./staff-session";
import FormEnd from "./form-end";
import { control, field } from "./staff-styles";

type NameFormProps = {
  /** The name field's id (a link at the top of the lead's page moves focus to it). */
  readonly id: string;
  /** Called with the person as they are named now. */
  readonly onNamed: (me: Me) => void;
};

export default function NameForm({ id, onNamed }: NameFormProps) {
  const signedIn = useSignedIn();
  const action = useStaffAction();
  const [name, setName] = useState("");

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    void action.run<Me>(staffApi.setName, { name }, "").then((me) => {
      if (!me) return;
      signedIn(me);
      onNamed(me);
    });
  };

  return (
    <form css={{ display: "grid", gap: space(3) }} onSubmit={save}>
      <p css={{ margin: 0 }}>Replies are signed with your name, and your invitation did not give one.</p>
      <label css={field}>
        Your name
        <input
          id={id}
          css={control}
          name="name"
          autoComplete="name"
          required
          maxLength={STAFF_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <FormEnd error={action.error} failed="Not saved" busy={action.busy} label="Save my name" busyLabel="Saving…" />
    </form>
  );
}
