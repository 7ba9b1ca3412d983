/** BlogPost (placeholder: not built yet). */
export default function BlogPostPage() {
  return <div className="p-8 text-gray-500">BlogPost</div>;
}
