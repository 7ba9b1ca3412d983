/** Developer (placeholder: not built yet). */
export default function DeveloperPage() {
  return <div className="p-8 text-gray-500">Developer</div>;
}
