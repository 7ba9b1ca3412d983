/** ApiKeys (placeholder: not built yet). */
export default function ApiKeysPage() {
  return <div className="p-8 text-gray-500">ApiKeys</div>;
}
