export default function DocumentViewerPage() {
  return null;
}
