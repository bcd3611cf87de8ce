// Drives a sprig server with the official AG-UI client (@ag-ui/client's HttpAgent).
// Usage: node agui_client.cjs '<scenario JSON>'  (AGUI_NODE_MODULES names the node_modules folder)
// Scenario: {url, key, threadId, steps: [{user?, tools?, forwardedProps?, toolResults?: [{toolCallId, content}],
//   keepRoles?: ["user", ...]}]}  (keepRoles: before the run, keep only these messages, as a client that
//   restores a history it saved itself would)
// Prints one JSON object: {steps: [{types, events, customs, result, error, runErrors}], messages, state};
// `events` keeps each event's type and its sub-agent fields (subagentRunId, stepName, parentToolCallId, ...).
const { createRequire } = require("node:module");
const path = require("node:path");
const requireFrom = createRequire(path.join(process.env.AGUI_NODE_MODULES, "noop.js"));
const { HttpAgent } = requireFrom("@ag-ui/client");

async function main() {
  const scenario = JSON.parse(process.argv[2]);
  const agent = new HttpAgent({
    url: scenario.url + "/ag-ui",
    headers: { Authorization: "Bearer " + scenario.key },
    threadId: scenario.threadId,
  });
  const steps = [];
  let n = 0;
  for (const step of scenario.steps) {
    n += 1;
    if (step.keepRoles) agent.setMessages(agent.messages.filter((m) => step.keepRoles.includes(m.role)));
    if (step.user) agent.addMessage({ id: "user-" + n, role: "user", content: step.user });
    for (const r of step.toolResults || []) {
      agent.addMessage({ id: "tool-" + n + "-" + r.toolCallId, role: "tool", toolCallId: r.toolCallId, content: r.content });
    }
    const types = [];
    const events = [];
    const customs = [];
    const runErrors = [];
    let error = null;
    let result = null;
    try {
      const outcome = await agent.runAgent(
        { runId: "run-" + n, tools: step.tools || [], forwardedProps: step.forwardedProps || {} },
        {
          onEvent({ event }) {
            types.push(event.type);
            events.push({
              type: event.type,
              subagentRunId: event.subagentRunId,
              parentSubagentRunId: event.parentSubagentRunId,
              parentToolCallId: event.parentToolCallId,
              stepName: event.stepName,
              name: event.name,
              toolCallId: event.toolCallId,
              delta: event.delta,
            });
            if (event.type === "CUSTOM") customs.push({ name: event.name, value: event.value });
            if (event.type === "RUN_ERROR") runErrors.push(event.message);
          },
        },
      );
      result = outcome.result === undefined ? null : outcome.result;
    } catch (e) {
      error = String(e && e.message ? e.message : e);
    }
    steps.push({ types, events, customs, result, error, runErrors });
  }
  process.stdout.write(JSON.stringify({ steps, messages: agent.messages, state: agent.state }));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e));
  process.exit(1);
});
