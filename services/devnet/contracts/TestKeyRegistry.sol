// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The one read of Farcaster's KeyRegistry that Sign In With Farcaster makes, for the local devnet:
/// whether a key (an auth address, ABI-encoded) is added to a fid. Nothing writes it: the devnet
/// places this code at the KeyRegistry's Optimism address and sets the test keys' storage
/// (services/devnet/installFarcasterRegistry.ts), so the layout below is part of its contract.
contract TestKeyRegistry {
    /// The registry's key states: a key is usable once ADDED.
    enum KeyState { NULL, ADDED, REMOVED }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    /// Slot 0: fid => key => its data (state in the slot's lowest byte, keyType in the four above).
    mapping(uint256 => mapping(bytes => KeyData)) internal keys;

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }
}
