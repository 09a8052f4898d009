// The lead's "Bearbeitung" card: the status as a segmented control with the current state marked,
// and who works on it ("Zuständig"). At the top of the side column on a wide screen; on a phone
// first, right under Anrufen/Antworten, so the next decisions fit the first screen (admin.css).
import { StatusButtons } from "~/routes/admin.inquiries/status-buttons";
import { AssignForm, type AssignOption } from "./assign-form";

export function WorkCard({
  inquiryId,
  status,
  subject,
  system,
  assignment,
}: {
  inquiryId: string;
  status: string;
  subject: string;
  system: boolean;
  assignment: { assigneeId: string | null; me: string; options: AssignOption[]; suggestedId: string | null };
}) {
  return (
    <section aria-labelledby="inquiry-work" className="staff-card staff-work-card">
      <h2 id="inquiry-work">Bearbeitung</h2>
      <StatusButtons inquiryId={inquiryId} status={status} subject={subject} from="detail" />
      {/* A system mail is nobody's lead. */}
      {system ? null : (
        <AssignForm
          inquiryId={inquiryId}
          assigneeId={assignment.assigneeId}
          me={assignment.me}
          options={assignment.options}
          suggestedId={assignment.suggestedId}
        />
      )}
    </section>
  );
}
