/// <reference types="google.maps" />
"use client";

import { APIProvider, Map, Marker, useMapsLibrary, type MapMouseEvent } from "@vis.gl/react-google-maps";
import { useEffect, useRef, useState, type ComponentProps, type ForwardedRef } from "react";

import { Input } from "@/components/ui/input";
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, PLACES_COUNTRY } from "@/lib/domain/constants";
import { cn } from "@/lib/utils";

interface MapsAddressProps {
  apiKey: string;
  inputRef: ForwardedRef<HTMLInputElement>;
  inputProps: Omit<ComponentProps<"input">, "value" | "onChange" | "defaultValue">;
  value: string;
  onChange: (address: string) => void;
  onPlaceSelected?: (address: string, source: "autocomplete" | "map") => void;
  mapClassName?: string;
  showMap: boolean;
  onFailure: () => void;
}

type LatLng = google.maps.LatLngLiteral;

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

function AddressSearch({
  inputRef,
  inputProps,
  value,
  onChange,
  onPick,
}: Pick<MapsAddressProps, "inputRef" | "inputProps" | "value" | "onChange"> & {
  onPick: (address: string, location: LatLng | null) => void;
}) {
  const places = useMapsLibrary("places");
  const localRef = useRef<HTMLInputElement | null>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!places || !localRef.current) return;
    const autocomplete = new places.Autocomplete(localRef.current, {
      componentRestrictions: { country: PLACES_COUNTRY },
      fields: ["name", "formatted_address", "geometry"],
    });
    const listener = autocomplete.addListener("place_changed", () => {
      const place = autocomplete.getPlace();
      const address = place.formatted_address ?? place.name ?? "";
      if (!address) return;
      onPickRef.current(address, place.geometry?.location?.toJSON() ?? null);
    });
    return () => listener.remove();
  }, [places]);

  return (
    <Input
      type="text"
      autoComplete="off"
      {...inputProps}
      ref={(node) => {
        localRef.current = node;
        assignRef(inputRef, node);
      }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function ClickableMap({
  center,
  marker,
  onPick,
  className,
}: {
  center: LatLng;
  marker: LatLng | null;
  onPick: (address: string | null, location: LatLng) => void;
  className?: string;
}) {
  const geocoding = useMapsLibrary("geocoding");
  const geocoder = useRef<google.maps.Geocoder | null>(null);
  useEffect(() => {
    if (geocoding) geocoder.current = new geocoding.Geocoder();
  }, [geocoding]);

  function handleClick(event: MapMouseEvent) {
    const location = event.detail.latLng;
    if (!location) return;
    if (!geocoder.current) {
      onPick(null, location);
      return;
    }
    geocoder.current.geocode({ location }, (results, status) => {
      onPick(status === "OK" && results?.[0] ? results[0].formatted_address : null, location);
    });
  }

  return (
    <div className={cn("h-64 overflow-hidden rounded-lg border border-input", className)}>
      <Map
        defaultCenter={center}
        center={marker ?? undefined}
        defaultZoom={MAP_DEFAULT_ZOOM}
        gestureHandling="cooperative"
        disableDefaultUI
        zoomControl
        onClick={handleClick}
        className="h-full w-full"
      >
        {marker && <Marker position={marker} />}
      </Map>
    </div>
  );
}

/** Google Maps variant of the address field (loaded only when a key is configured). */
export default function MapsAddress(props: MapsAddressProps) {
  const { apiKey, onFailure, value, onChange, onPlaceSelected, showMap, mapClassName } = props;
  const [center, setCenter] = useState<LatLng>(MAP_DEFAULT_CENTER);
  const [marker, setMarker] = useState<LatLng | null>(null);

  // Invalid key / referrer: Google calls this global instead of failing the script.
  useEffect(() => {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => onFailure();
    return () => {
      window.gm_authFailure = previous;
    };
  }, [onFailure]);

  // The visitor's location when they allow it; otherwise the Glasgow default stays.
  useEffect(() => {
    if (!showMap || !("geolocation" in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (position) => setCenter({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => undefined,
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }, [showMap]);

  return (
    <APIProvider apiKey={apiKey} libraries={["places", "geocoding"]} region="GB" onError={() => onFailure()}>
      <div className="space-y-3">
        <AddressSearch
          inputRef={props.inputRef}
          inputProps={props.inputProps}
          value={value}
          onChange={onChange}
          onPick={(address, location) => {
            onChange(address);
            if (location) setMarker(location);
            onPlaceSelected?.(address, "autocomplete");
          }}
        />
        {showMap && (
          <ClickableMap
            key={`${center.lat},${center.lng}`}
            center={center}
            marker={marker}
            className={mapClassName}
            onPick={(address, location) => {
              setMarker(location);
              if (address) {
                onChange(address);
                onPlaceSelected?.(address, "map");
              }
            }}
          />
        )}
      </div>
    </APIProvider>
  );
}
