// The one line under a lead form's send button that tells what happens with the data (DSGVO
// Art. 13): what for, and where the rest is written. The legal basis is the visitor's own request
// (Art. 6 Abs. 1 lit. b), so the forms ask for no consent box beyond what the spec requires.
import { Link } from "react-router";

export function PrivacyLine() {
  return (
    <p className="form-note privacy-line">
      Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu bearbeiten. Mehr dazu in unserer{" "}
      <Link to="/datenschutz">Datenschutzerklärung</Link>.
    </p>
  );
}
