/**
 * The Google Maps branch of the address field, against a stand-in for @vis.gl/react-google-maps
 * and the Maps JavaScript API (Google's servers cannot be reached from tests): places search
 * restricted to gb, the map's centre and zoom, click to drop a marker and reverse-geocode, the
 * visitor's location when granted, and the fall-back to the plain field when the script fails.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { AddressField } from "@/components/shared/address-field";
import { must } from "../../support/must";

interface MockPlace {
  formatted_address?: string;
  name?: string;
  geometry?: { location: { toJSON: () => { lat: number; lng: number } } };
}

const mockAutocompletes: Array<{
  input: HTMLInputElement;
  options: Record<string, unknown>;
  place: MockPlace;
  fire: (event: string) => void;
}> = [];
const mockGeocode = jest.fn();
const mockMaps: Array<Record<string, unknown>> = [];
const mockProvider: { onError?: () => void; libraries?: string[]; region?: string } = {};

jest.mock("@vis.gl/react-google-maps", () => {
  class Autocomplete {
    listeners: Record<string, () => void> = {};
    place: MockPlace = {};
    constructor(
      public input: HTMLInputElement,
      public options: Record<string, unknown>,
    ) {
      mockAutocompletes.push(this as never);
    }
    addListener(event: string, listener: () => void) {
      this.listeners[event] = listener;
      return { remove: () => delete this.listeners[event] };
    }
    getPlace() {
      return this.place;
    }
    fire(event: string) {
      this.listeners[event]?.();
    }
  }
  class Geocoder {
    geocode = mockGeocode;
  }
  return {
    APIProvider: ({
      children,
      onError,
      libraries,
      region,
    }: {
      children: ReactNode;
      onError?: () => void;
      libraries?: string[];
      region?: string;
    }) => {
      Object.assign(mockProvider, { onError, libraries, region });
      return <>{children}</>;
    },
    useMapsLibrary: (name: string) =>
      name === "places" ? { Autocomplete } : name === "geocoding" ? { Geocoder } : null,
    Map: (props: Record<string, unknown> & { children?: ReactNode; onClick: (event: unknown) => void }) => {
      mockMaps.push(props);
      return (
        <div data-testid="map" onClick={() => props.onClick({ detail: { latLng: { lat: 55.8609, lng: -4.2514 } } })}>
          {props.children}
        </div>
      );
    },
    Marker: ({ position }: { position: { lat: number; lng: number } }) => (
      <div data-testid="marker" data-position={`${position.lat},${position.lng}`} />
    ),
  };
});

// The field loads the maps variant with next/dynamic; here it is the module itself, at once.
jest.mock("next/dynamic", () => () => jest.requireActual("@/components/shared/maps-address").default);

// The browser's configuration as a build with NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set inlines it.
jest.mock("@/lib/public-env", () => ({ publicEnv: { googleMapsApiKey: "test-key" } }));
const Field = AddressField;

function Harness({ onPlaceSelected }: { onPlaceSelected?: (address: string, source: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="addr">Address</label>
      <Field id="addr" value={value} onChange={setValue} onPlaceSelected={onPlaceSelected} />
      <output>{value}</output>
    </>
  );
}

const geolocation = { getCurrentPosition: jest.fn() };

beforeEach(() => {
  mockAutocompletes.length = 0;
  mockMaps.length = 0;
  mockGeocode.mockReset();
  geolocation.getCurrentPosition.mockReset();
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
});

describe("AddressField with a Google Maps key", () => {
  it("searches places in Great Britain only and fills the field with the chosen place", () => {
    const picked = jest.fn();
    render(<Harness onPlaceSelected={picked} />);
    expect(mockProvider).toMatchObject({ libraries: ["places", "geocoding"], region: "GB" });
    const autocomplete = must(mockAutocompletes[0], "an Autocomplete");
    expect(autocomplete.input).toBe(screen.getByLabelText("Address"));
    expect(autocomplete.options).toMatchObject({ componentRestrictions: { country: "gb" } });

    autocomplete.place = {
      formatted_address: "George Square, Glasgow G2 1DU, UK",
      geometry: { location: { toJSON: () => ({ lat: 55.8611, lng: -4.2502 }) } },
    };
    act(() => autocomplete.fire("place_changed"));
    expect(screen.getByRole("status")).toHaveTextContent("George Square, Glasgow G2 1DU, UK");
    expect(picked).toHaveBeenCalledWith("George Square, Glasgow G2 1DU, UK", "autocomplete");
    expect(screen.getByTestId("marker")).toHaveAttribute("data-position", "55.8611,-4.2502");
  });

  it("centres the map on Glasgow at zoom 13, and a click drops a marker and fills the reverse-geocoded address", () => {
    const picked = jest.fn();
    render(<Harness onPlaceSelected={picked} />);
    expect(mockMaps.at(-1)).toMatchObject({ defaultCenter: { lat: 55.8642, lng: -4.2518 }, defaultZoom: 13 });
    expect(screen.queryByTestId("marker")).toBeNull();

    mockGeocode.mockImplementation((_request: unknown, callback: (results: unknown, status: string) => void) =>
      callback([{ formatted_address: "Glasgow Central Station, Gordon St, Glasgow G1 3SL, UK" }], "OK"),
    );
    fireEvent.click(screen.getByTestId("map"));
    expect(mockGeocode).toHaveBeenCalledWith({ location: { lat: 55.8609, lng: -4.2514 } }, expect.any(Function));
    expect(screen.getByTestId("marker")).toHaveAttribute("data-position", "55.8609,-4.2514");
    expect(screen.getByRole("status")).toHaveTextContent("Glasgow Central Station, Gordon St, Glasgow G1 3SL, UK");
    expect(picked).toHaveBeenCalledWith("Glasgow Central Station, Gordon St, Glasgow G1 3SL, UK", "map");
  });

  it("keeps the typed address when reverse geocoding finds nothing, but still drops the marker", () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "Typed by hand" } });
    mockGeocode.mockImplementation((_request: unknown, callback: (results: unknown, status: string) => void) =>
      callback([], "ZERO_RESULTS"),
    );
    fireEvent.click(screen.getByTestId("map"));
    expect(screen.getByTestId("marker")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Typed by hand");
  });

  it("centres the map on the visitor's location when they allow it", () => {
    geolocation.getCurrentPosition.mockImplementation((success: (position: unknown) => void) =>
      success({ coords: { latitude: 51.5072, longitude: -0.1276 } }),
    );
    render(<Harness />);
    expect(mockMaps.at(-1)).toMatchObject({ defaultCenter: { lat: 51.5072, lng: -0.1276 } });
  });

  it("becomes the plain address input, with no error shown, when the maps script fails or the key is refused", () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByTestId("map")).toBeInTheDocument();
    act(() => mockProvider.onError?.());
    expect(screen.queryByTestId("map")).toBeNull();
    const input = screen.getByLabelText("Address");
    fireEvent.change(input, { target: { value: "5 Kelvin Way, Glasgow" } });
    expect(screen.getByRole("status")).toHaveTextContent("5 Kelvin Way, Glasgow");
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();

    render(<Harness />);
    act(() => window.gm_authFailure?.());
    expect(screen.queryByTestId("map")).toBeNull();
    expect(screen.getByLabelText("Address").tagName).toBe("INPUT");
  });
});
