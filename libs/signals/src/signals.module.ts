import { Module, type OnModuleInit } from '@nestjs/common';
import { AccessCollaborators } from '@pennant/platform';
import { SignalTokenVerifierService } from './auth/signal-token-verifier';
import { SignalFacts } from './facts/signal.facts';
import { CreateSignalEndpointController } from './commands/create-signal-endpoint/create-signal-endpoint.controller';
import { CreateSignalEndpointHandler } from './commands/create-signal-endpoint/create-signal-endpoint.handler';
import { CreateSignalEndpointTokenController } from './commands/create-signal-endpoint-token/create-signal-endpoint-token.controller';
import { CreateSignalEndpointTokenHandler } from './commands/create-signal-endpoint-token/create-signal-endpoint-token.handler';
import { DeleteSignalEndpointController } from './commands/delete-signal-endpoint/delete-signal-endpoint.controller';
import { DeleteSignalEndpointHandler } from './commands/delete-signal-endpoint/delete-signal-endpoint.handler';
import { DeleteSignalEndpointTokenController } from './commands/delete-signal-endpoint-token/delete-signal-endpoint-token.controller';
import { DeleteSignalEndpointTokenHandler } from './commands/delete-signal-endpoint-token/delete-signal-endpoint-token.handler';
import { ReceiveSignalController } from './commands/receive-signal/receive-signal.controller';
import { ReceiveSignalHandler } from './commands/receive-signal/receive-signal.handler';
import { UpdateSignalEndpointController } from './commands/update-signal-endpoint/update-signal-endpoint.controller';
import { UpdateSignalEndpointHandler } from './commands/update-signal-endpoint/update-signal-endpoint.handler';
import { UpdateSignalEndpointTokenController } from './commands/update-signal-endpoint-token/update-signal-endpoint-token.controller';
import { UpdateSignalEndpointTokenHandler } from './commands/update-signal-endpoint-token/update-signal-endpoint-token.handler';
import { GetSignalEndpointsController } from './queries/get-signal-endpoints/get-signal-endpoints.controller';
import { GetSignalEndpointsHandler } from './queries/get-signal-endpoints/get-signal-endpoints.handler';
import { GetSignalsController } from './queries/get-signals/get-signals.controller';
import { GetSignalsHandler } from './queries/get-signals/get-signals.handler';

@Module({
  controllers: [
    CreateSignalEndpointController,
    GetSignalEndpointsController,
    GetSignalsController,
    UpdateSignalEndpointController,
    DeleteSignalEndpointController,
    CreateSignalEndpointTokenController,
    UpdateSignalEndpointTokenController,
    DeleteSignalEndpointTokenController,
    ReceiveSignalController,
  ],
  providers: [
    SignalFacts,
    CreateSignalEndpointHandler,
    UpdateSignalEndpointHandler,
    DeleteSignalEndpointHandler,
    CreateSignalEndpointTokenHandler,
    UpdateSignalEndpointTokenHandler,
    DeleteSignalEndpointTokenHandler,
    ReceiveSignalHandler,
    GetSignalEndpointsHandler,
    GetSignalsHandler,
    SignalTokenVerifierService,
  ],
})
export class SignalsModule implements OnModuleInit {
  constructor(
    private readonly collaborators: AccessCollaborators,
    private readonly verifier: SignalTokenVerifierService,
  ) {}

  /** The HTTP pipeline verifies signal tokens through this lib before reading a signal's body. */
  onModuleInit(): void {
    this.collaborators.signalTokens = this.verifier;
  }
}
