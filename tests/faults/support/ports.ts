/** Ports of the fault tests' own processes, away from every other suite's. */
export const faultPorts = {
  web: 3600,
  graph: 4600,
  hub: 4601,
  postgres: 55460,
  smtp: 2560,
} as const
