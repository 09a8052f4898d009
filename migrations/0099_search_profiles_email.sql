-- The person-data export and deletion (GDPR Art. 15/17) find a contact's search profiles by
-- lower(email), as they do inquiries, alerts and viewing bookings.
CREATE INDEX search_profiles_email ON search_profiles (lower(email));
