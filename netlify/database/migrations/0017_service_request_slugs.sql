-- The service request form names a service by its slug in data/services.json, as the quote form does. Its one
-- service whose id was different before ("ehr-optimization") is renamed in the requests already stored, held ones
-- included, so the inbox, the exports and the mail still name it by its title.
UPDATE leads
SET fields = jsonb_set(fields, '{serviceType}', '"ehr-emr-support"')
WHERE form_name = 'service-request' AND fields ->> 'serviceType' = 'ehr-optimization';
