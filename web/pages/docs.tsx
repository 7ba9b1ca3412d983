/** Docs (placeholder: not built yet). */
export default function DocsPage() {
  return <div className="p-8 text-gray-500">Docs</div>;
}
