// A form's or a page's error, read out at once by screen readers.
export function ErrorMessage({ message }: { message: string }) {
  return (
    <p className="form-message form-message--error" role="alert">
      {message}
    </p>
  );
}
