"use client";

import * as React from "react";

/**
 * An object URL for a local file, revoked when the file changes or the component unmounts
 * (created in an effect, so React's double-run of effects in development never shows a revoked URL).
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** What the chosen file looks like, shown from the browser's copy while it uploads. */
export function MediaPreview({ file }: { file: File | null }) {
  const url = useObjectUrl(file);
  if (!file || !url) return null;
  const label = `Preview of ${file.name}`;
  return (
    <figure className="space-y-1">
      <div className="aspect-video overflow-hidden rounded-md bg-muted">
        {file.type.startsWith("video/") ? (
          <video src={url} aria-label={label} className="size-full object-contain" controls muted playsInline />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
          <img src={url} alt={label} className="size-full object-contain" />
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">{file.name}</figcaption>
    </figure>
  );
}
