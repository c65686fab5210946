-- Where each lead came from: its visit's first touch, bounded and normalised (netlify/lib/lead-source.ts), as
-- { source, medium, campaign, term, content, referrer, landing, firstSeenAt }; null when the post carried nothing to
-- tell. Kept and erased with the lead. The sources report groups sales leads by source, medium and campaign.
ALTER TABLE leads ADD COLUMN source jsonb;
