"use client";

import dynamic from "next/dynamic";
import { forwardRef, useState, type ComponentProps } from "react";

import { Input } from "@/components/ui/input";
import { publicEnv } from "@/lib/public-env";

/** Inlined at build time: without it no map code is ever downloaded. */
const MAPS_KEY = publicEnv.googleMapsApiKey ?? "";

const MapsAddress = dynamic(() => import("./maps-address"), { ssr: false });

export type AddressFieldProps = Omit<ComponentProps<"input">, "value" | "onChange" | "defaultValue"> & {
  value: string;
  onChange: (address: string) => void;
  /** Called when the map or autocomplete picked a place (e.g. to toast 'Location Selected'). */
  onPlaceSelected?: (address: string, source: "autocomplete" | "map") => void;
  /** Height class of the map (16rem high unless this class says otherwise). */
  mapClassName?: string;
  /** Show the clickable map under the search box (true by default when a key is set). */
  showMap?: boolean;
};

/**
 * Address input. With NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: places search (gb only)
 * plus a clickable map with a marker (reverse geocoding). Without a key, or
 * when the maps script fails to load, a plain text input that works fully and
 * shows no error.
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { value, onChange, onPlaceSelected, mapClassName, showMap = true, ...inputProps },
  ref,
) {
  const [mapsFailed, setMapsFailed] = useState(false);
  if (!MAPS_KEY || mapsFailed) {
    return (
      <Input
        ref={ref}
        type="text"
        autoComplete="street-address"
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <MapsAddress
      apiKey={MAPS_KEY}
      inputRef={ref}
      inputProps={inputProps}
      value={value}
      onChange={onChange}
      onPlaceSelected={onPlaceSelected}
      mapClassName={mapClassName}
      showMap={showMap}
      onFailure={() => setMapsFailed(true)}
    />
  );
});
