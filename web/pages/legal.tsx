/** Legal (placeholder: not built yet). */
export default function LegalPage() {
  return <div className="p-8 text-gray-500">Legal</div>;
}
