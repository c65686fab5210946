-- Resume limits that hold under concurrency: counted per UTC day in rows, as mail_counts counts mail, by saveLead
-- (netlify/lib/store/leads.ts) in the statement that stores the application.

-- 'network:' and a keyed hash of the sender's network: the applications with a resume it sent that day
-- (RESUMES_PER_NETWORK_PER_DAY); 'site:resume-bytes': the bytes of resume files the whole site took that day
-- (RESUME_BYTES_PER_DAY). Counted by INSERT … ON CONFLICT DO UPDATE, which locks the row, so parallel posts count
-- one after another. Deleted by the daily purge after identifier retention, as mail_counts is.
CREATE TABLE resume_counts (
  counter text NOT NULL,
  day date NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (counter, day)
);

-- An application that arrived after the day's resume bytes were used up: stored as a lead without its file, and
-- its sender asked to email the resume instead.
ALTER TABLE leads ADD COLUMN resume_withheld boolean NOT NULL DEFAULT false;
