/** ResetPassword (placeholder: not built yet). */
export default function ResetPasswordPage() {
  return <div className="p-8 text-gray-500">ResetPassword</div>;
}
