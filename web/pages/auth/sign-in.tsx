/** SignIn (placeholder: not built yet). */
export default function SignInPage() {
  return <div className="p-8 text-gray-500">SignIn</div>;
}
