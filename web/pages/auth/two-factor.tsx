/** TwoFactor (placeholder: not built yet). */
export default function TwoFactorPage() {
  return <div className="p-8 text-gray-500">TwoFactor</div>;
}
