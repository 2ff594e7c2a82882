declare module 'tz-lookup' {
  /** The IANA time zone at a latitude and longitude (degrees). */
  export default function tzLookup(lat: number, lon: number): string;
}
