-- Whether a person's name is one they or an admin gave. Invited without one, a person's name is their address's local
-- part until they give theirs, which the inbox asks for before their first reply (replies are signed with it). People
-- whose name is that local part now are taken to be unnamed.
ALTER TABLE staff ADD COLUMN IF NOT EXISTS named boolean NOT NULL DEFAULT true;
UPDATE staff SET named = false WHERE name = split_part(email, '@', 1);
