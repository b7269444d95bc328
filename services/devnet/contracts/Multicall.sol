// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The devnet's multicall.
/// @notice Answers the part of Multicall3 that Portico uses, with Multicall3's ABI and revert text,
/// so clients batching reads through the canonical address 0xcA11bde05977b3631167028862bE2a173976CA11
/// behave on loopback as on a public chain. Its runtime code is installed at that address with
/// anvil_setCode, so it must hold no constructor-set state or immutables.
contract Multicall {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs every call in order. A failing call marked allowFailure=false reverts the batch
    /// with "Multicall3: call failed"; the others report success=false and their revert data.
    /// @dev Payable only to keep Multicall3's ABI; the value stays here, as it does there.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i = 0; i < length; i++) {
            Call3 calldata item = calls[i];
            (bool success, bytes memory data) = item.target.call(item.callData);
            require(success || item.allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}
