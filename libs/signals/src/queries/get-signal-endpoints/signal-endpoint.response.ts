export interface SignalEndpointTokenResponse {
  id: number;
  name: string;
  signalEndpointId: number;
  createdAt: string;
  createdByUserId: number | null;
}

export interface SignalEndpointResponse {
  id: number;
  enabled: boolean;
  name: string;
  description: string | null;
  createdAt: string;
  createdByUserId: number | null;
  tokens: SignalEndpointTokenResponse[];
}
