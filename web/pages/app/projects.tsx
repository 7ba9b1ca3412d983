/** Projects (placeholder: not built yet). */
export default function ProjectsPage() {
  return <div className="p-8 text-gray-500">Projects</div>;
}
