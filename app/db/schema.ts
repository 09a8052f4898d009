// Kysely types for the tables in migrations/ (the migrations are the source of truth; keep this
// file in step with them). Columns with a SQL default are `Generated` so inserts may omit them.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CARD_COLUMNS, PROPERTY_DERIVED_COLUMNS, PROPERTY_WRITE_COLUMNS } from "./property-columns";

type Timestamp = ColumnType<string, string | undefined, string>;

export interface ImmobilienTable {
  id: Generated<number>;
  objektnr_intern: string;
  objektnr_extern: string | null;
  openimmo_obid: string | null;
  objekttitel: string | null;
  objektbeschreibung: string | null;
  lage: string | null;
  objektart: string | null;
  angebot_typ: string | null;
  objektstatus: string | null;
  ort: string | null;
  politischer_bezirk: string | null;
  plz: string | null;
  bundesland: string | null;
  lat_ungenaeher: number | null;
  lon_ungenaeher: number | null;
  umkreis_meter: ColumnType<number, number | undefined, number>;
  address: string | null;
  titelbild_url: string | null;
  /** JSON array of image URLs, title image first. */
  bilder_urls: ColumnType<string, string | undefined, string>;
  anzahl_zimmer: number | null;
  anzahl_badezimmer: number | null;
  anzahl_sep_wc: number | null;
  wohnflaeche: number | null;
  nutzflaeche: number | null;
  balkon_terrasse_flaeche: number | null;
  loggia_flaeche: number | null;
  anzahl_logia: number | null;
  anzahl_abstellraum: number | null;
  kellerflaeche: number | null;
  garagen_flaeche: number | null;
  stellplatz_flaeche: number | null;
  anzahl_stellplaetze: number | null;
  baujahr: number | null;
  etage: string | null;
  kueche: string | null;
  fahrstuhl: string | null;
  hwbklasse: string | null;
  hwbwert: number | null;
  fgeeklasse: string | null;
  fgeewert: number | null;
  energie_gueltig_bis: string | null;
  kaufpreis: number | null;
  gesamtmietenetto: number | null;
  gesamtmietebrutto: number | null;
  gesamtbelastungbrutto: number | null;
  heizkostennetto: number | null;
  betriebskostennetto: number | null;
  sonstigekostennetto: number | null;
  kaution_text: string | null;
  abstand: number | null;
  aussen_courtage: string | null;
  reparaturruecklage_netto: number | null;
  summemietenetto_brutto: number | null;
  monatlichekostenbrutto: number | null;
  kontakt_name: string | null;
  kontakt_vorname: string | null;
  kontakt_tel: string | null;
  kontakt_email: string | null;
  kontakt_firma: string | null;
  kontakt_url: string | null;
  kontakt_feedback_email: string | null;
  status: "RENT" | "SALE";
  property_type: ColumnType<PropertyType, PropertyType | undefined, PropertyType>;
  price_value: number | null;
  area_value: number | null;
  /** JSON array of amenity keys; the same keys are rows of immobilien_amenities. */
  amenities: ColumnType<string, string | undefined, string>;
  district_label: string | null;
  search_text: ColumnType<string, string | undefined, string>;
  source: ColumnType<"feed" | "seed", "feed" | "seed" | undefined, "feed" | "seed">;
  content_hash: string | null;
  /** Migration 0079: SHA-256 of the object's feed XML at its last write. */
  feed_xml_hash: string | null;
  active: ColumnType<number, number | undefined, number>;
  withdrawn_at: string | null;
  synced_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0054: freitexte/ausstatt_beschr, sanitised HTML. */
  ausstatt_beschr: string | null;
  /** Migration 0054: freitexte/sonstige_angaben, sanitised HTML. */
  sonstige_angaben: string | null;
  /** Ready photos in display order, kept by the photo pipeline (migration 0053). */
  photos: ColumnType<string, string | undefined, string>;
  /** Migration 0075: floor plans, videos, tours, documents as JSON (lib/listing-media.ts). */
  medien: string | null;
  /** Migration 0074: time of the last price reduction, cleared by an increase. */
  price_reduced_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0095: the price_value the last reduction started from, cleared with price_reduced_at. */
  price_before_reduction: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0090: the Widmung as the feed writes it (udsf 'widmung'), plain text. */
  widmung: string | null;
  /** Migration 0090: zustand_angaben/erschliessung@erschl_attr, the OpenImmo code (labels in lib/listing-facts.ts). */
  erschliessung: string | null;
  /** Migration 0090: zustand_angaben/bebaubar_nach@bebaubar_attr, the OpenImmo code (labels in lib/listing-facts.ts). */
  bebaubar_nach: string | null;
  /** Migration 0090: zustand_angaben/altlasten, plain text. */
  altlasten: string | null;
  /** Migration 0093: ausstattung/heizungsart, the set OpenImmo codes joined by ', ' (labels in lib/listing-facts.ts). */
  heizungsart: string | null;
  /** Migration 0093: ausstattung/befeuerung, the set OpenImmo codes joined by ', '. */
  befeuerung: string | null;
  /** Migration 0093: zustand_angaben/zustand@zustand_art, the OpenImmo code. */
  zustand: string | null;
  /** Migration 0093: verwaltung_objekt/verfuegbar_ab, plain text ('sofort', '1. März 2027'). */
  verfuegbar_ab: string | null;
  /** Migration 0096: verwaltung_objekt/max_mietdauer in words ('unbefristet', '5 Jahre befristet'). */
  befristung: string | null;
  grundstuecksflaeche: number | null;
}

export type PropertyType = "apartment" | "house" | "villa" | "office" | "land" | "commercial";

export interface ImmobilienAmenitiesTable {
  immobilie_id: number;
  amenity: string;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  teaser: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  image_url: string | null;
  content: ColumnType<string, string | undefined, string>;
  published_at: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0058: a draft is not public. */
  status: ColumnType<"draft" | "published", "draft" | "published" | undefined, "draft" | "published">;
  /** Migration 0058: the Markdown source; null for HTML-only posts (the seed). */
  content_source: string | null;
  /** Migration 0058: an uploaded picture as StoredPhoto JSON; null without one. */
  image: string | null;
}

export interface AgentsTable {
  id: string;
  slug: string;
  name: string;
  position: string | null;
  image: string | null;
  email: string | null;
  phone: string | null;
  education: string | null;
  description: string | null;
  /** Frau / Herr, NULL = keine Angabe (migration 0089). */
  anrede: ColumnType<"Frau" | "Herr" | null, "Frau" | "Herr" | null | undefined, "Frau" | "Herr" | null>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type SyncState = "success" | "error" | "partial" | "running";

export interface SyncStatusTable {
  id: string;
  status: SyncState;
  last_sync_at: string | null;
  items_processed: number | null;
  error_message: string | null;
}

export interface SyncRunsTable {
  id: Generated<number>;
  service_name: ColumnType<string, string | undefined, string>;
  trigger: "cron" | "admin" | "test";
  transfer: string | null;
  status: SyncState;
  started_at: string;
  finished_at: string | null;
  items_processed: ColumnType<number, number | undefined, number>;
  items_created: ColumnType<number, number | undefined, number>;
  items_updated: ColumnType<number, number | undefined, number>;
  items_unchanged: ColumnType<number, number | undefined, number>;
  items_skipped: ColumnType<number, number | undefined, number>;
  items_withdrawn: ColumnType<number, number | undefined, number>;
  error_message: string | null;
  /** Migration 0055: the cursor of a run continued over several invocations. */
  objects_done: ColumnType<number, number | undefined, number>;
  objects_total: ColumnType<number | null, number | null | undefined, number | null>;
  active_before: ColumnType<number | null, number | null | undefined, number | null>;
  upserts: ColumnType<number, number | undefined, number>;
  deletes: ColumnType<number, number | undefined, number>;
  paused_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SyncRunObjectsTable {
  run_id: number;
  kind: "seen" | "delete";
  property_id: number;
}

export interface ApiCredentialsTable {
  service_name: string;
  username: string;
  password: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  email_verified_at: string | null;
  created_at: Timestamp;
  /** Raised on logout, password change and role change (migration 0050). */
  session_version: ColumnType<number, number | undefined, number>;
  /** Second factor (migration 0063): TOTP secrets encrypted with CREDENTIALS_KEY. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0081: TOTP codes refused until this time (epoch seconds) after too many wrong ones. */
  totp_locked_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0081: SHA-256 of the open code step's attempt id (the pending cookie holds the id). */
  totp_attempt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Wrong second-factor codes per account, from any client (migration 0081). */
export interface SecondFactorFailuresTable {
  user_id: string;
  failed_at: number;
}

/** Spent single-use form tokens (migration 0082). */
export interface UsedFormTokensTable {
  token_hash: string;
  expires_at: number;
}

/** Failed sign-ins per HMAC(account + client) (migration 0062). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failure_at: number;
}

/** One-time recovery codes, SHA-256 at rest (migration 0063). */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface ProfilesTable {
  id: string;
  role: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export interface VerificationTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  created_at: Timestamp;
}

/** Migration 0092: one row per password-reset link mailed to an admin. */
export interface PasswordResetTokensTable {
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: string;
  /** Set when a reset used this link, or another link of the same account. */
  used_at: string | null;
}

export type DeliveryState = "queued" | "sent" | "failed";

export interface InquiriesTable {
  id: string;
  kind: string;
  subject: string;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  property_id: string | null;
  payload: string;
  delivery_state: ColumnType<DeliveryState, DeliveryState | undefined, DeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** 1 when staff keep it past the six-month retention (migration 0051). */
  keep: ColumnType<number, number | undefined, number>;
  /** Set by staff in the inbox (migration 0057): 'new' | 'in_progress' | 'done'. */
  status: ColumnType<string, string | undefined, string>;
  /** Migration 0088: the staff account (users.id) working on it; null: nobody yet. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0091: the Wiedervorlage, a Vienna day 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM'; null: none. */
  follow_up_due: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0091: the next step, at most 200 characters; personal data, deleted with the lead. */
  follow_up_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export type EmailState = "queued" | "sending" | "sent" | "failed";

export interface InquiryEmailsTable {
  id: string;
  inquiry_id: string;
  template: string;
  recipient: string;
  state: ColumnType<EmailState, EmailState | undefined, EmailState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Migration 0070: staff-edited parts of the legal texts. */
export interface LegalSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<string, string | undefined, string>;
  updated_by: string | null;
}

export interface SiteKeysTable {
  name: string;
  value: string;
}

/** PDF exposés (migration 0078). */
export interface ListingExposesTable {
  property_id: number;
  version: string | null;
  bytes: number | null;
  pages: number | null;
  generated_at: string | null;
  requested_version: string | null;
  requested_at: string | null;
}

/** Migration 0080: the staff-chosen home and about pictures and pinned listings. */
export interface SiteAppearanceTable {
  id: number;
  /** A StoredPhoto as JSON (lib/responsive-image.ts) or NULL for the default. */
  hero_photo: string | null;
  about_photo: string | null;
  /** JSON array of objektnr_intern, at most 6, in display order. */
  pinned_objektnrs: string;
  updated_at: string | null;
  updated_by: string | null;
}

export interface Database {
  site_appearance: SiteAppearanceTable;
  listing_exposes: ListingExposesTable;
  legal_settings: LegalSettingsTable;
  site_keys: SiteKeysTable;
  immobilien: ImmobilienTable;
  immobilien_amenities: ImmobilienAmenitiesTable;
  blog_posts: BlogPostsTable;
  agents: AgentsTable;
  sync_status: SyncStatusTable;
  sync_runs: SyncRunsTable;
  sync_run_objects: SyncRunObjectsTable;
  api_credentials: ApiCredentialsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  verification_tokens: VerificationTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  inquiries: InquiriesTable;
  inquiry_emails: InquiryEmailsTable;
  rate_limits: RateLimitsTable;
  property_images: PropertyImagesTable;
  audit_log: AuditLogTable;
  staff_images: StaffImagesTable;
  agent_old_slugs: AgentOldSlugsTable;
  search_alerts: SearchAlertsTable;
  search_alert_listings: SearchAlertListingsTable;
  search_alert_emails: SearchAlertEmailsTable;
  search_profiles: SearchProfilesTable;
  login_failures: LoginFailuresTable;
  recovery_codes: RecoveryCodesTable;
  second_factor_failures: SecondFactorFailuresTable;
  used_form_tokens: UsedFormTokensTable;
  price_history: PriceHistoryTable;
  viewing_windows: ViewingWindowsTable;
  viewing_slots: ViewingSlotsTable;
  viewing_bookings: ViewingBookingsTable;
  viewing_emails: ViewingEmailsTable;
  crm_handovers: CrmHandoversTable;
  inquiry_events: InquiryEventsTable;
  crm_settings: CrmSettingsTable;
  edge_cache_purges: EdgeCachePurgesTable;
}

/** Migration 0085: the latest purge of each edge-cache tag, epoch ms. */
export interface EdgeCachePurgesTable {
  tag: string;
  purged_at: number;
}

/** Migration 0074: one row per price change of a listing, written by a trigger. */
export interface PriceHistoryTable {
  id: Generated<number>;
  immobilie_id: number;
  price_before: number;
  price_after: number;
  changed_at: string;
}

export type ImmobilieRow = Selectable<ImmobilienTable>;
export type NewImmobilie = Insertable<ImmobilienTable>;
export type ImmobilieUpdate = Updateable<ImmobilienTable>;
/** A property's content as the feed mapping produces it and the seed writes it: every column set. */
export type PropertyWriteColumn = (typeof PROPERTY_WRITE_COLUMNS)[number];
export type CardColumn = (typeof CARD_COLUMNS)[number];
export type PropertyWriteRow = Pick<ImmobilieRow, PropertyWriteColumn>;
/** The same without the derived columns: what the mapping reads from the feed. */
export type PropertySourceRow = Omit<PropertyWriteRow, (typeof PROPERTY_DERIVED_COLUMNS)[number]>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type AgentRow = Selectable<AgentsTable>;
export type InquiryRow = Selectable<InquiriesTable>;

/** Migration 0053: one image of a property, fetched and resized by the photo pipeline. */
export interface PropertyImagesTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  source_url: string;
  source_fingerprint: string;
  content_hash: string | null;
  /** JSON array of rendered widths, ascending. */
  variants: ColumnType<string, string | undefined, string>;
  width: number | null;
  height: number | null;
  state: ColumnType<"pending" | "ready" | "failed", "pending" | "ready" | "failed" | undefined, "pending" | "ready" | "failed">;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0056: the staff audit trail. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: ColumnType<string, string | undefined, string>;
}

/** Migration 0056: an image uploaded by staff, rendered into the photo variants. */
export interface StaffImagesTable {
  content_hash: string;
  /** JSON array of rendered widths, ascending. */
  variants: string;
  width: number;
  height: number;
  content_type: string;
  bytes: number;
  uploaded_by: string;
  created_at: string;
}

/** Migration 0059: earlier slugs of a broker (301 to the current one) or of a removed broker (410). */
export interface AgentOldSlugsTable {
  slug: string;
  agent_id: string | null;
  created_at: string;
}

/** Migration 0060: a Suchauftrag e-mail alert. */
export interface SearchAlertsTable {
  id: string;
  email: string;
  /** The /immobilien query string of the saved filters. */
  filters: string;
  token_salt: string;
  confirm_token_hash: string | null;
  confirmed_at: string | null;
  last_notified_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0098: a search profile staff keep for a contact (internal: no mails, ADR 0390). */
export interface SearchProfilesTable {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  /** 'kauf' | 'miete'. */
  marketing: string;
  /** JSON: SearchProfileCriteria (lib/schemas/search-profile.ts). */
  criteria: string;
  inquiry_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0060: a listing an alert has already announced. */
export interface SearchAlertListingsTable {
  alert_id: string;
  immobilie_id: number;
  mailed_at: string;
}

/** Migration 0060: the alert mails' outbox row (confirmation or new listings). */
export interface SearchAlertEmailsTable {
  id: string;
  alert_id: string;
  template: "alert-confirm" | "alert-listings";
  recipient: string;
  payload: ColumnType<string, string | undefined, string>;
  state: ColumnType<"queued" | "sending" | "sent" | "failed", "queued" | undefined, "queued" | "sending" | "sent" | "failed">;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: string | null;
}

/** Migration 0240: a listing's viewing window; times are UTC ISO instants. */
export interface ViewingWindowsTable {
  id: string;
  immobilie_id: number;
  starts_at: string;
  ends_at: string;
  slot_minutes: number;
  buffer_minutes: ColumnType<number, number | undefined, number>;
  /** 1 = Einzelbesichtigung, more = Gruppenbesichtigung / Open House. */
  seats: number;
  agent_id: string | null;
  /** The exact address, revealed only in the confirmation (the listing may withhold it). */
  address: string;
  meeting_point: string | null;
  status: ColumnType<"open" | "cancelled", "open" | "cancelled" | undefined, "open" | "cancelled">;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ViewingSlotsTable {
  id: string;
  window_id: string;
  immobilie_id: number;
  starts_at: string;
  ends_at: string;
  seats: number;
}

export type ViewingBookingStatus = "booked" | "cancelled" | "no_show";

export interface ViewingBookingsTable {
  id: string;
  slot_id: string;
  immobilie_id: number;
  status: ColumnType<ViewingBookingStatus, ViewingBookingStatus | undefined, ViewingBookingStatus>;
  name: string;
  email: string;
  phone: string;
  ical_uid: string;
  ical_sequence: ColumnType<number, number | undefined, number>;
  token_salt: string;
  reminder_sent_at: string | null;
  cancelled_at: string | null;
  cancelled_by: "visitor" | "staff" | "rebooking" | null;
  rebooked_to: string | null;
  /** Migration 0094: the lead it was booked from, or the staff copy an online booking filed. */
  inquiry_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ViewingEmailTemplate = "viewing-confirmation" | "viewing-rebooked" | "viewing-cancellation" | "viewing-reminder";

export interface ViewingEmailsTable {
  id: string;
  booking_id: string;
  template: ViewingEmailTemplate;
  recipient: string;
  payload: ColumnType<string, string | undefined, string>;
  state: ColumnType<EmailState, "queued" | undefined, EmailState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: string | null;
}

export type CrmChannel = "feedback" | "api";
export type CrmWunsch = "DETAIL" | "BESICHTIGUNG" | "ANRUF";
export type CrmHandoverState = "queued" | "sending" | "sent" | "failed" | "refused";

/** 'viewing': migration 0094, a viewing booked from the lead's page. */
export type InquiryEventKind = "opened" | "status" | "note" | "assigned" | "viewing";

/** Migration 0086: a lead's history as staff work on it (opened, status set, internal note). */
export interface InquiryEventsTable {
  id: string;
  inquiry_id: string;
  kind: InquiryEventKind;
  status: string | null;
  note: string | null;
  actor_email: string | null;
  /** Migration 0088: the account a lead was assigned to ('assigned'; null: "Niemand"). No foreign key. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** Migration 0084: one lead's hand-over to justimmo through one channel. */
export interface CrmHandoversTable {
  id: string;
  inquiry_id: string;
  channel: CrmChannel;
  wunsch: CrmWunsch;
  state: ColumnType<CrmHandoverState, "queued" | undefined, CrmHandoverState>;
  /** The feedback address the XML went to, or the API URL called. */
  target: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  response_status: number | null;
  response_body: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0084: the API channel's switch (one row). */
export interface CrmSettingsTable {
  id: number;
  api_enabled: ColumnType<number, number | undefined, number>;
  updated_at: string | null;
  updated_by: string | null;
}
