/** Every form's leads reach the inbox in exactly one queue, and the list's glance names fields the forms ask. */
import { FORM_NAMES, forms } from "../../src/form-definitions";
import { LEAD_QUEUES, LIST_FIELDS } from "../../src/lib/lead-queues";

it.each(FORM_NAMES)("puts the %s form's leads in exactly one queue", (formName) => {
  const queues = Object.values(LEAD_QUEUES).filter((queue) => (queue.forms as readonly string[]).includes(formName));
  expect(queues).toHaveLength(1);
});

it.each(Object.entries(LIST_FIELDS))("shows at a glance only fields the %s form asks", (formName, fields) => {
  expect(Object.keys(forms[formName as keyof typeof forms].fields)).toEqual(expect.arrayContaining([...fields]));
});
