/** ForgotPassword (placeholder: not built yet). */
export default function ForgotPasswordPage() {
  return <div className="p-8 text-gray-500">ForgotPassword</div>;
}
