// Small pieces shared by the staff pages (login, admin): field errors. Their error boundary is the
// site's (error-boundary.tsx, page 'staff').

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={id}>
      {errors.join(" ")}
    </p>
  );
}
