"use client";

import { createContext, useContext } from "react";

/** Whether the slide around it is the one shown (SlideshowFrame provides it; false until the frame runs). */
export const ActiveSlide = createContext(false);

/** A promotion's video: plays only while its slide is shown. */
export function SlideVideo({ src }: { src: string }) {
  const active = useContext(ActiveSlide);
  return (
    <video
      className="absolute inset-0 h-full w-full object-cover"
      src={src}
      muted
      loop
      playsInline
      autoPlay={active}
      preload={active ? "metadata" : "none"}
      aria-hidden="true"
    />
  );
}
