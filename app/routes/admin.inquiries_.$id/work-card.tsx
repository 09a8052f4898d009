// The lead's "Bearbeitung" card: the buttons that change its status (the current one stands once,
// as the mark under the title) and who works on it ("Zuständig"). At the
// top of the side column on a wide screen; on a phone right after the message (admin.css).
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
      <StatusButtons inquiryId={inquiryId} status={status} subject={subject} from="detail" quiet />
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
