// A stored file's thumbnail for lists: lazy-loaded, with its width and height set from the preview
// so nothing shifts as it arrives; a plain box of the same size while pending or when the file
// has no preview. Its rules (file-thumbnail.css) come with the first stylesheet (main.tsx).
import type { PreviewSummary } from './use-file-preview';

export function FileThumbnail(props: {
  summary: PreviewSummary | undefined;
  /** What the image shows, e.g. 'Miniatura de caixa.pdf'. */
  alt: string;
  /** The box's longest side in CSS pixels. */
  size?: number;
}) {
  const size = props.size ?? 64;
  const first = props.summary?.pages[0];
  const url = props.summary?.thumbnailUrl;
  if (!url || !first) {
    const pending = !props.summary || props.summary.status === 'pending';
    return (
      <span
        className="file-thumbnail file-thumbnail-empty"
        style={{ width: size, height: size }}
        title={pending ? 'Gerando pré-visualização…' : 'Sem pré-visualização'}
        aria-hidden="true"
      />
    );
  }
  const ratio = first.width / first.height;
  const width = Math.round(ratio >= 1 ? size : size * ratio);
  const height = Math.round(ratio >= 1 ? size / ratio : size);
  return (
    <img
      className="file-thumbnail"
      src={url}
      alt={props.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
