-- Feed passwords are stored encrypted from now on (AES-GCM under the CREDENTIALS_KEY secret,
-- ADR 0063). SQL cannot encrypt, so a plaintext password stored before is removed rather than
-- left readable at rest; the marker is not ciphertext, so the admin panel shows
-- 'bitte neu eingeben' and the sync refuses with a German message until staff enter it again.
UPDATE api_credentials
SET password = 'plaintext-removed-please-re-enter'
WHERE password <> '' AND password NOT LIKE 'enc:v1:%';
