/** A saved tour made through the API (specs seed data this way, not through the UI). */
export async function createTourThroughApi(
  baseUrl: string,
  token: string,
  body: { name: string; theme?: string; waypoints: { lat: number; lng: number; name: string }[] },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`creating the tour failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}

export interface SeededNarration {
  id: string;
  waypointIndex: number | null;
  audioUrl: string | null;
}

/** The tour as the API returns it, with its narrations. */
export async function readTourThroughApi(baseUrl: string, token: string, id: string) {
  const response = await fetch(`${baseUrl}/api/tour-maker/routes/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { name: string; narrations: SeededNarration[] } };
  return data;
}

/** Two stops in Lisbon, with no narration yet. */
export const LISBON_STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
  { lat: 38.6979, lng: -9.2068, name: 'Jerónimos Monastery' },
];

/** Writes a stop's narration through the API (POST /api/narrations placed at the stop), as Generate This Stop does. */
export async function narrateStopThroughApi(
  baseUrl: string,
  token: string,
  routeId: string,
  waypointIndex: number,
  stop: { lat: number; lng: number; name: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/narrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ theme: 'historical_facts', location: stop, routeId, waypointIndex }),
  });
  if (!response.ok) throw new Error(`narrating the stop failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}
