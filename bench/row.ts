export interface BenchRow {
  name: string;
  value: number;
  unit?: string;
  goal: string;
  ok: boolean;
}
