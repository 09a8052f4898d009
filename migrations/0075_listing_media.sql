-- Floor plans, videos, 360° tours and documents of a listing (ADR 0151): the
-- feed's anhaenge groups GRUNDRISS, FILM, FILMLINK, PANORAMA, LINKS, DOKUMENTE and justimmo's
-- dokumente/videos/bilder360/links blocks, as JSON (lib/listing-media.ts). NULL: none. A content
-- column of the sync (its content hash covers it).
ALTER TABLE immobilien ADD COLUMN medien TEXT;
