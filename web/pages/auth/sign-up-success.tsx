/** SignUpSuccess (placeholder: not built yet). */
export default function SignUpSuccessPage() {
  return <div className="p-8 text-gray-500">SignUpSuccess</div>;
}
