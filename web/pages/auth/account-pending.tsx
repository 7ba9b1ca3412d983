/** AccountPending (placeholder: not built yet). */
export default function AccountPendingPage() {
  return <div className="p-8 text-gray-500">AccountPending</div>;
}
