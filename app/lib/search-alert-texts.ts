// Texts of the Suchauftrag alert pages shared by server and browser (no zod, no config).
export const INVALID_LINK_TEXT = "Dieser Link ist ungültig oder abgelaufen, oder der Suchauftrag wurde bereits gelöscht.";
