-- The team's inbox: each lead's place in the team's work, the words it is found by, and the indexes that keep
-- its list, filters and search fast at 100,000 leads (netlify/lib/store/inbox.ts; bench/inbox.ts measures them).

-- 'new' until someone takes it up; the inbox marks a new lead overdue after a day.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in-progress', 'answered', 'archived'));

-- The words the inbox's search finds a lead by: the sender's name (as each form asks it), email and practice,
-- never free text. The same fields as SENDER_FIELDS in src/form-definitions/sender.ts.
ALTER TABLE leads ADD COLUMN search tsvector GENERATED ALWAYS AS (
  to_tsvector('simple',
    coalesce(fields ->> 'name', '') || ' ' || coalesce(fields ->> 'fullName', '') || ' ' ||
    coalesce(fields ->> 'firstName', '') || ' ' || coalesce(fields ->> 'lastName', '') || ' ' ||
    coalesce(fields ->> 'email', '') || ' ' ||
    coalesce(fields ->> 'practiceName', '') || ' ' || coalesce(fields ->> 'company', ''))
) STORED;

-- Newest first: the list and a form's list have their indexes (leads_created_at_idx, leads_form_created_at_idx);
-- a status's list (few leads are still new once the team is at work) and a search get theirs.
CREATE INDEX leads_status_created_at_idx ON leads (status, created_at DESC) WHERE NOT spam;
CREATE INDEX leads_search_idx ON leads USING gin (search) WHERE NOT spam;
